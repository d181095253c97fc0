var tone_module_default = {
	success: "_success_1mykd_5",
	warning: "_warning_1mykd_10",
	danger: "_danger_1mykd_15",
	info: "_info_1mykd_20",
	neutral: "_neutral_1mykd_25"
};
export { tone_module_default as t };
