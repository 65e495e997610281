let probe: Promise<boolean> | null = null;

/**
 * §5 "Firebase login is not supported in a private browser": the field's detector
 * (detectincognitojs), loaded on first use. When it cannot tell (an unknown browser, a failure),
 * the answer is false: the provider's own error then says what went wrong.
 */
export function isPrivateBrowser(): Promise<boolean> {
  probe ??= import('detectincognitojs')
    .then((m) => m.detectIncognito())
    .then(
      (r) => r.isPrivate,
      () => false,
    );
  return probe;
}
