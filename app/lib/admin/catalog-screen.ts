import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { BannerMessage } from '#app/components/admin/status-banner.tsx';

// What the Events and Classes screens share: their action's answer, and how the screen follows it.

export interface CatalogActionData {
  banner: BannerMessage;
  /** Set after a create or update: the form has done its job and closes. */
  saved?: boolean;
  /** The id of a record just deleted: an open edit form of it closes. */
  deleted?: string;
}

export function banner(tone: BannerMessage['tone'], text: string): BannerMessage {
  return { tone, text, id: crypto.randomUUID() };
}

/**
 * Back to the list after a save, or after deleting the record being edited; the banner stays its 3 s.
 * It waits for the revalidation that follows the action: leaving while it runs would abort it.
 */
export function useCloseFormAfterSave(actionData: CatalogActionData | undefined) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const handled = useRef<string | null>(null);
  const editing = params.get('edit');
  useEffect(() => {
    if (!actionData || navigation.state !== 'idle' || handled.current === actionData.banner.id) return;
    handled.current = actionData.banner.id;
    if (actionData.saved || (actionData.deleted && actionData.deleted === editing)) navigate({ search: '' }, { replace: true });
  }, [actionData?.banner.id, navigation.state]);
}

/** Whether this screen's own data is being loaded (its table then shows the loading text). */
export function useScreenLoading(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

/** Whether this screen is sending its create or update form. */
export function useSaving(): boolean {
  const navigation = useNavigation();
  const intent = navigation.formData?.get('intent');
  return navigation.state === 'submitting' && (intent === 'create' || intent === 'update');
}
