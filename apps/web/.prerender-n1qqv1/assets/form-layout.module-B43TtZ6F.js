var form_layout_module_default = {
	row: "_row_13v10_2",
	hint: "_hint_13v10_18"
};
export { form_layout_module_default as t };
