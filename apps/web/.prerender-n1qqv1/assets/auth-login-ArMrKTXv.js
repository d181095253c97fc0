import { o as IdentityFrame, t as LoginFlowView } from "./flow-views-Bmnz7ZPb.js";
import { t as PoolOffer } from "./pool-offer-BynLi4zY.js";
import { g as refreshSession } from "../prerender.mjs";
import { useNavigate } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/app/routes/auth-login.tsx
function Component() {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsx(IdentityFrame, {
		titleKey: "pages.login",
		children: /* @__PURE__ */ jsx(LoginFlowView, {
			onComplete: (to) => {
				refreshSession();
				navigate(to, { replace: true });
			},
			after: /* @__PURE__ */ jsx(PoolOffer, {})
		})
	});
}
export { Component };
