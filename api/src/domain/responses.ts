/** The success envelope every route answers with. */
export const ok = <T>(data: T, message = 'Successful') => ({ message, data });
