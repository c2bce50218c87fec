// Field rules shared by registration and the password screens.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL.test(value.trim());

/** At least 8 characters, with at least one letter and one digit. */
export const isStrongPassword = (value: string) => value.length >= 8 && /[A-Za-z]/.test(value) && /\d/.test(value);

export const isPin = (value: string) => /^\d{4}$/.test(value);

/** True when every value has something other than spaces in it. */
export const allFilled = (...values: string[]) => values.every((value) => value.trim() !== '');
