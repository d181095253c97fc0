import { a as VerificationFlowView, o as IdentityFrame } from "./flow-views-Bmnz7ZPb.js";
import { useNavigate } from "react-router";
import { jsx } from "react/jsx-runtime";
// src/app/routes/auth-verification.tsx
function Component() {
	const navigate = useNavigate();
	return /* @__PURE__ */ jsx(IdentityFrame, {
		titleKey: "pages.verification",
		children: /* @__PURE__ */ jsx(VerificationFlowView, { onComplete: (to) => void navigate(to, { replace: true }) })
	});
}
export { Component };
