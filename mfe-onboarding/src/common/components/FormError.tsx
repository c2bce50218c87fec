/** A form's error area: validation messages and the server's own message. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="troo-form-error" role="alert">
      {message}
    </p>
  );
}
