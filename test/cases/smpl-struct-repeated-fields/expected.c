struct main {
	long a;
	char b;
	long a;
	long b;
	long c;
	char d;
};
