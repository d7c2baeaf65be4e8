void f(int k, int j, int y)
{
	switch (k) {
		int x;
	case 4:
		j++;
		break;
	case 2:
		x = y;
		break;
	}
}
