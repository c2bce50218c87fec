// The onboarding texts the spec fixes word for word (portal spec §5 and §8). One place, so a
// test or a reviewer can compare them with the spec at a glance.
export const MESSAGES = {
  loginRequired: 'All Fields are required...',
  registerRequired: 'All fields are required.',
  resetRequired: 'All fields are required!',
  invalidEmail: 'Please enter a valid email address',
  weakPassword: 'Password must be alphanumeric and have a minimum length of 8 characters',
  passwordsDiffer: 'Passwords do not match',
  pinLength: 'PIN must be 4 numbers long.',
  bvnShort: 'BVN must be at least 11 characters long',
  bankRequired: 'Account number, BVN and country are required.',
  bankMissing: 'Choose your bank from the list.',
  logoTooLarge: 'File size exceeds 2MB. Please upload a smaller file.',
  // Same text the server gives for a file that is not an image.
  logoNotImage: 'The file must be a PNG, JPEG or WebP image.',
  otpIncomplete: 'Please fill all input fields',
  tempPasswordFailed: 'An error occurred while fetching temporary password',
  userCreated: 'User created successfully',
  passwordReset: 'Password reset successfully',
  employeePasswordReset: 'Your password has been reset successfully',
} as const;
