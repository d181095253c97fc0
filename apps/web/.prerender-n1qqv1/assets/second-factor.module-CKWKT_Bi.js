var second_factor_module_default = {
	body: "_body_hul7u_1",
	muted: "_muted_hul7u_7",
	unavailable: "_unavailable_hul7u_12",
	methods: "_methods_hul7u_17",
	legend: "_legend_hul7u_26",
	method: "_method_hul7u_17",
	selected: "_selected_hul7u_52",
	banner: "_banner_hul7u_57",
	bannerText: "_bannerText_hul7u_70",
	bannerAction: "_bannerAction_hul7u_75"
};
export { second_factor_module_default as t };
