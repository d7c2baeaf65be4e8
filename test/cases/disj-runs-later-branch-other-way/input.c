int probe(struct pdev *pdev, struct data *data, struct dev *dev)
{
	struct resource *res;
	int i;

	for (i = 0; data->mems[i].name; i++) {
		res = get_res_byname(pdev, MEM,
				     data->mems[i].name);
		if (!res) {
			pr_err("none\n");
			return -ENOMEM;
		}
		data->mem[i].addr = devm_ioremap_resource(dev, res);
		if (!data->mem[i].addr)
			return -EINVAL;
	}
	return 0;
}
