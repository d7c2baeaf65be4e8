struct dev {
	unsigned flags;
};
