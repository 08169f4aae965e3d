import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { CatalogActionData } from './banner.ts';

// How the back-office's list screens with a record form follow their action's answer.

export { banner, type CatalogActionData } from './banner.ts';

/**
 * Back to the list (`list`, the address of the list as filtered) after a save, or after deleting the
 * record being edited; the banner stays its 3 s. It waits for the revalidation that follows the action:
 * leaving while it runs would abort it (the browser reports "signal is aborted without reason").
 * Returns whether the answer closes the form, so a screen may hide it at once.
 */
export function useCloseFormAfterSave(
  actionData: CatalogActionData | undefined,
  list: { search: string; preventScrollReset?: boolean } = { search: '' },
): boolean {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const handled = useRef<string | null>(null);
  const editing = params.get('edit');
  const idle = navigation.state === 'idle';
  const closes = Boolean(actionData && (actionData.saved || (actionData.deleted && actionData.deleted === editing)));
  const { search, preventScrollReset = false } = list;
  // `handled` makes each answer act once, however often the effect runs.
  useEffect(() => {
    if (!actionData || !idle || handled.current === actionData.banner.id) return;
    handled.current = actionData.banner.id;
    if (closes) void navigate({ search }, { replace: true, preventScrollReset });
  }, [actionData, idle, closes, search, preventScrollReset, navigate]);
  return closes;
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
