struct dev {
	char *name;
	long count;
};
