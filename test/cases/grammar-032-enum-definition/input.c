enum colour {
	RED,
	GREEN,
};
