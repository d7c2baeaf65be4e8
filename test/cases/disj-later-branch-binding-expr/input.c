void k(int c) {
	x = c + 1;
	use(1);
	x = c + 2;
	use(c + 2);
}
