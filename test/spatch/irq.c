int platform_get_irq(void *pdev, int n);
void dev_err(void *dev, const char *msg);
int probe(void *pdev)
{
	int irq = 0, ret;

	irq = platform_get_irq(pdev, 0);
	if (irq < 0) {
		dev_err(pdev, "no irq\n");
		ret = -19;
		goto out;
	}
	return 0;
out:
	return ret;
}
