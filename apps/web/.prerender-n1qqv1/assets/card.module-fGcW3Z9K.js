var card_module_default = {
	card: "_card_1cw3c_2",
	stack: "_stack_1cw3c_9",
	heading: "_heading_1cw3c_15"
};
export { card_module_default as t };
