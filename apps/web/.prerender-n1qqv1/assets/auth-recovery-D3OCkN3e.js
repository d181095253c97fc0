import { o as IdentityFrame, r as RecoveryFlowView } from "./flow-views-Bmnz7ZPb.js";
import { g as refreshSession } from "../prerender.mjs";
import { useNavigate } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/app/routes/auth-recovery.tsx
function Component() {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsx(IdentityFrame, {
		titleKey: "pages.recovery",
		children: /* @__PURE__ */ jsx(RecoveryFlowView, { onComplete: (to) => {
			refreshSession();
			navigate(to, { replace: true });
		} })
	});
}
export { Component };
