int main() {
	static int a;
	static int b, c;
	int d, e;
	static char f;
	static const char g, h;
	return 0;
}
