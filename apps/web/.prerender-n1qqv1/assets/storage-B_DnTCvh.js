// src/lib/storage.ts
/** Every key the SPA keeps in local storage, in one place. */
var storageKeys = {
	language: "pool.language",
	activePermission: "pool.active-permission",
	inviteCode: "pool.invite-code",
	/** The referral code of the link a newcomer came by, until their first account is made. */
	referralCode: "pool.referral-code",
	/** A promo code from a `/?promocode=` link, applied to the account made at /auth/name. */
	promoCode: "pool.promo-code",
	/** The operator hub (its title) where a newcomer registered: their first account is its customer. */
	operatorHub: "pool.operator-hub",
	returnTo: "pool.return-to"
};
/** Local storage that never throws (private mode, disabled storage, quota). */
var localStore = {
	get(key) {
		try {
			return window.localStorage.getItem(key);
		} catch {
			return null;
		}
	},
	set(key, value) {
		try {
			window.localStorage.setItem(key, value);
		} catch {}
	},
	remove(key) {
		try {
			window.localStorage.removeItem(key);
		} catch {}
	}
};
export { storageKeys as n, localStore as t };
