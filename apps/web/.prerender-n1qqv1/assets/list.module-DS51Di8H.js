var list_module_default = {
	list: "_list_1hs1u_2",
	row: "_row_1hs1u_11",
	rowText: "_rowText_1hs1u_22"
};
export { list_module_default as t };
