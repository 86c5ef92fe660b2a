// sm-crypto's SM4 module on its own (the package index also pulls in SM2 and its big-number library).
declare module 'sm-crypto/src/sm4/index.js' {
  interface Sm4Options {
    padding?: 'pkcs#7' | 'pkcs#5' | 'none';
    mode?: 'ecb' | 'cbc';
    iv?: string | number[];
    output?: 'string' | 'array';
  }
  const sm4: {
    encrypt(input: string | number[], key: string | number[], options?: Sm4Options): string | number[];
    decrypt(input: string | number[], key: string | number[], options?: Sm4Options): string | number[];
  };
  export default sm4;
}
