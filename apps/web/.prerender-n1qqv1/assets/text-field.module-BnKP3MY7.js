var text_field_module_default = {
	field: "_field_dlw7n_1",
	label: "_label_dlw7n_7",
	input: "_input_dlw7n_13"
};
export { text_field_module_default as t };
