void scan(int n)
{
	while (n > 0) {
		if (n == 3) {
			break;
		}
		do {
			if (n == 2) {
				stop();
				break;
			}
		} while (--n > 1);
		switch (n) {
		case 1:
			if (n) {
				stop();
				break;
			}
		}
		n--;
	}
}
