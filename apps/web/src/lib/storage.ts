/** Every key the SPA keeps in local storage, in one place. */
export const storageKeys = {
  language: 'pool.language',
  activePermission: 'pool.active-permission',
  inviteCode: 'pool.invite-code',
  /** The referral code of the link a newcomer came by, until their first account is made. */
  referralCode: 'pool.referral-code',
  /** A promo code from a `/?promocode=` link, applied to the account made at /auth/name. */
  promoCode: 'pool.promo-code',
  /** The operator hub (its title) where a newcomer registered: their first account is its customer. */
  operatorHub: 'pool.operator-hub',
  returnTo: 'pool.return-to',
} as const;

type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Local storage that never throws (private mode, disabled storage, quota). */
export const localStore = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to do: the choice lasts for this page only.
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
