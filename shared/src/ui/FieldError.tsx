/** The red line beneath a field; inputs point at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  return message ? (
    <p id={id} className="troo-field__error" role="alert">
      {message}
    </p>
  ) : null;
}
