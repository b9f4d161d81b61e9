/**
 * The operator's own security screen (/admin/security/): setting up the authenticator app and the recovery
 * codes; the code form's validation message is a key translated at the action. And the admins' list of
 * operators (/admin/operators/), where another operator's authenticator is reset.
 */
export const adminSecurity = {
  'adminSecurity.meta': 'Security — Admin — Musika',
  'adminSecurity.title': 'Security',
  'adminSecurity.codeFormat': 'Enter the 6-digit code your authenticator app shows.',
  'adminSecurity.codeWrong': 'That code is not right.',
  'adminSecurity.recoveryTitle': 'Your recovery codes',
  'adminSecurity.recoveryInfo':
    'Your authenticator app is set up. Keep these codes somewhere safe: each logs you in once without the app. They are shown only now.',
  'adminSecurity.recoveryLabel': 'Recovery codes',
  'adminSecurity.enrolled':
    'Your authenticator app is set up. {left} of 10 recovery codes left. If you lose your phone, ask another admin to reset your authenticator: you will set it up again at your next login.',
  'adminSecurity.scanTitle': 'Scan this code with your authenticator app',
  'adminSecurity.qrLabel': 'QR code of your new authenticator secret',
  'adminSecurity.typeSecret': 'Or type the secret:',
  'adminSecurity.confirmLabel': 'Confirm your authenticator app',
  'adminSecurity.codeLabel': 'Code from the app',
  'adminSecurity.confirm': 'Confirm',
  'adminSecurity.setUpLabel': 'Set up your authenticator app',
  'adminSecurity.setUpInfo':
    'Operators log in with a code from an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…). Set one up to continue.',
  'adminSecurity.setUp': 'Set up an authenticator app',
  'adminSecurity.metaOperators': 'Operators — Admin — Musika',
  'adminSecurity.operators': 'Operators',
  'adminSecurity.doneReset': 'The authenticator was reset: that operator sets up a new one at /admin/security/ at their next login.',
  'adminSecurity.doneUnchanged': 'That operator had no authenticator left to reset; nothing changed.',
  'adminSecurity.findOperators': 'Find operators',
  'adminSecurity.nameOrEmail': 'Name or e-mail',
  'adminSecurity.noOperators': 'No operators match.',
  'adminSecurity.operatorsCaption': '{count, plural, one {# operator} other {# operators}}',
  'adminSecurity.headOperator': 'Operator',
  'adminSecurity.headRoles': 'Roles',
  'adminSecurity.headAuthenticator': 'Authenticator',
  'adminSecurity.stateEnrolled': 'Set up',
  'adminSecurity.statePending': 'Started, not confirmed',
  'adminSecurity.stateNone': 'None: sets one up at next login',
  'adminSecurity.resetLabel': 'Reset the authenticator of {name}',
  'adminSecurity.reset': 'Reset authenticator',
  'adminSecurity.errorReset': 'Error resetting the authenticator',
  'adminSecurity.refusedSelf': 'You cannot reset your own authenticator: ask another admin to do it.',
  'adminSecurity.operatorNotFound': 'Operator not found',
} as const;
