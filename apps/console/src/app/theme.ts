import {
  createTheme,
  type CSSVariablesResolver,
  type ModalProps,
  type NotificationProps,
} from '@mantine/core';

/**
 * Mantine's look with contrast an operator can read all day (WCAG AA, checked by axe in the browser
 * journeys): the darker blue for filled buttons and links, and darker grey for secondary text.
 */
export const consoleTheme = (closeLabel: string) =>
  createTheme({
    primaryColor: 'blue',
    primaryShade: 8,
    components: {
      // The dialogs' close button is an icon: it is named for screen readers. Plain objects rather
      // than Modal.extend: that would put the Modal's code in the entry chunk, which the login
      // screen loads.
      Modal: {
        defaultProps: {
          closeButtonProps: { 'aria-label': closeLabel },
        } satisfies Partial<ModalProps>,
      },
      // So is a notification's ("Saved", …).
      Notification: {
        defaultProps: {
          closeButtonProps: { 'aria-label': closeLabel },
        } satisfies Partial<NotificationProps>,
      },
    },
  });

export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-placeholder': t.colors.gray[6],
    '--mantine-color-anchor': t.colors.blue[8],
    // The selected navigation entry and light buttons: dark enough on their tint, hovered or not.
    '--mantine-color-blue-light-color': t.colors.blue[9],
  },
  dark: {},
});
