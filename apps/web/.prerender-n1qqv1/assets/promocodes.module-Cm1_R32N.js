var promocodes_module_default = {
	toolbar: "_toolbar_1pnts_3",
	search: "_search_1pnts_11",
	searchField: "_searchField_1pnts_19",
	codeCell: "_codeCell_1pnts_24",
	code: "_code_1pnts_24",
	muted: "_muted_1pnts_36",
	form: "_form_1pnts_42",
	codeRow: "_codeRow_1pnts_49",
	grow: "_grow_1pnts_59",
	pair: "_pair_1pnts_64",
	applyForm: "_applyForm_1pnts_70"
};
export { promocodes_module_default as t };
