/**
 * The three notification checkboxes of the profile form (spec document 1, section 4 "Profile save";
 * document 2, section 4): notifications need the communications acceptance, and e-mail and SMS
 * notifications exclude each other. See docs/decisions.md for the reading of the SMS rule.
 */

export type NotificationChoices = {
  communicationAccepted: 0 | 1;
  emailNotification: 0 | 1;
  smsNotification: 0 | 1;
};

/** Which of the two notification checkboxes the member cannot change right now. */
export function notificationLocks(choices: NotificationChoices): { isEmailDisabled: boolean; isSmsDisabled: boolean } {
  const isRefused = choices.communicationAccepted !== 1;
  return {
    isEmailDisabled: isRefused || choices.smsNotification === 1,
    isSmsDisabled: isRefused || choices.emailNotification === 1,
  };
}

/**
 * The choices as they may be stored: without communications acceptance no notification is on, and
 * when both arrive on (a hand-made request) the e-mail wins, as it was the first the form offers.
 */
export function normalizeNotificationChoices(choices: NotificationChoices): NotificationChoices {
  if (choices.communicationAccepted !== 1) {
    return { communicationAccepted: 0, emailNotification: 0, smsNotification: 0 };
  }
  return {
    communicationAccepted: 1,
    emailNotification: choices.emailNotification,
    smsNotification: choices.emailNotification === 1 ? 0 : choices.smsNotification,
  };
}
