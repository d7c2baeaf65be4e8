enum colour {
	RED,
	GREEN2,
	LAST,
};
