import { storeImage, type UploadArea } from '../uploads/index.ts';

/**
 * Stores the image chosen in an event or class form: its URL, or undefined when none was chosen
 * (the record keeps the image it has). Throws a Refusal with the reason when it is not accepted.
 */
export async function storeChosenImage(area: UploadArea, formData: FormData): Promise<string | undefined> {
  const file = formData.get('image');
  if (!(file instanceof File) || file.size === 0) return undefined;
  return (await storeImage(area, file)).url;
}
