// Texts of spec §5 and §8 shared by several auth screens.
export const fillAllFieldsMessage = 'Please fill in all fields.';
export const passwordsDoNotMatchMessage = 'Passwords do not match.';

/** Spec §9: register and reset both send the person to /login after this long. */
export const redirectToLoginDelayMs = 3000;
