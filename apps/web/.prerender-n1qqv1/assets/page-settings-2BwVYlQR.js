import "./src-BvrlxL-H.js";
var current = {
	theme: "light",
	mining_report_enabled: false,
	tax_calculator_enabled: false,
	extra_currencies: ["USDT"],
	terms_of_use_url: null,
	price_service_url: null
};
function getPageSettings() {
	return current;
}
export { getPageSettings as t };
