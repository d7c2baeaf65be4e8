void f(int a, int b)
{
	while (a) {
		if (b) {
			for (;;) {
				if (a)
					break;
			}
			g();
		}
		a--;
	}
}
