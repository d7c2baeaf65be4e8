void k(int c) {
	x = !c;
	g(!c);
}
