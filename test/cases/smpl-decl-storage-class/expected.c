int main() {
	static long a;
	static int b, c;
	int d, e;
	return 0;
}
