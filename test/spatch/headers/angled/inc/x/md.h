struct md_state {
	unsigned int block[16];
};
