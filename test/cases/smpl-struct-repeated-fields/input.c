struct main {
	int a;
	char b;
	int a, b, c;
	char d;
};
