struct ops {
	int count;
};
