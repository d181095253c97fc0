import { g as refreshSession, v as toast } from "../prerender.mjs";
import { n as PasswordFlowView, o as IdentityFrame } from "./flow-views-Bmnz7ZPb.js";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/app/routes/auth-password.tsx
function Component() {
	const { t } = useTranslation();
	const navigate = useNavigate();
	return /* @__PURE__ */ jsx(IdentityFrame, {
		titleKey: "pages.password",
		children: /* @__PURE__ */ jsx(PasswordFlowView, { onComplete: () => {
			toast.success(t("identity.messages.1050001"));
			refreshSession();
			navigate("/", { replace: true });
		} })
	});
}
export { Component };
