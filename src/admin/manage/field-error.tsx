/** A field's error from the API, tied to its control by `id` (the control's `aria-describedby`). */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p class="error" id={id}>
      {error}
    </p>
  ) : null;
}
