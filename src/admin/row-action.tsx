import type { Frame } from './layout';

/**
 * A table row's action (remove, unfollow, unblock): a form of one button that POSTs to `action` with the
 * CSRF token, its label saying which row it acts on to a screen reader (`named`).
 */
export function RowAction(props: { frame: Frame; action: string; label: string; named: string }) {
  return (
    <form method="post" action={props.action}>
      <input type="hidden" name="_csrf" value={props.frame.csrfToken} />
      <button type="submit" class="plain" aria-label={props.named}>
        {props.label}
      </button>
    </form>
  );
}
