void k(int c) {
	x = !c;
}
