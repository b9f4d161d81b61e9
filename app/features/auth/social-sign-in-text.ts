/** The social sign-in pages' words as the server finished them (social-sign-in-text.server.ts). */
export interface SocialFailedText {
  meta: string;
  title: string;
  withPassword: string;
  createAccount: string;
}

export interface SocialLinkText {
  meta: string;
  title: string;
  intro: string;
  form: string;
  email: string;
  password: string;
  linking: string;
  submit: string;
  forgot: string;
  cancel: string;
}
