/** The account center's default name, outside its chunk: the dialog's name while it loads. */
export const ACCOUNT_TITLE = 'Your account';
