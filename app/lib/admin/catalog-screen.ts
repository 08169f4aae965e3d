import { useEffect, useRef } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import type { CatalogActionData } from './banner.ts';

// How the Events and Classes screens follow their action's answer.

export { banner, type CatalogActionData } from './banner.ts';

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
  const idle = navigation.state === 'idle';
  // `handled` makes each answer act once, however often the effect runs.
  useEffect(() => {
    if (!actionData || !idle || handled.current === actionData.banner.id) return;
    handled.current = actionData.banner.id;
    if (actionData.saved || (actionData.deleted && actionData.deleted === editing)) void navigate({ search: '' }, { replace: true });
  }, [actionData, idle, editing, navigate]);
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
