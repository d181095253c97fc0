var page_module_default = {
	page: "_page_bdthm_2",
	header: "_header_bdthm_10",
	title: "_title_bdthm_17",
	muted: "_muted_bdthm_22",
	state: "_state_bdthm_29",
	stateText: "_stateText_bdthm_39",
	empty: "_empty_bdthm_44",
	emptyTitle: "_emptyTitle_bdthm_54",
	skeleton: "_skeleton_bdthm_61",
	shimmer: "_shimmer_bdthm_1"
};
export { page_module_default as t };
