void k(int c) {
	x = c + 1;
	x = c + 2;
}
