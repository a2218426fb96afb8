/// English words for the Chinese and Japanese terms people use in issue titles about iOS and
/// macOS views ("键盘遮挡输入框", "WebView白屏", "カーソルが飛ぶ"), since the recipes are written
/// in English. A query word in Chinese or Japanese is read for these terms, longest first at each
/// position, and each term found adds its English words to the query; the word itself stays, as
/// an optional word, for documents written in that language.
///
/// Kept as data: one term a line, its spellings (simplified and traditional Chinese, Japanese),
/// then `=`, then the English words. `#` starts a comment.
enum CJKGlossary {
    static let text = """
        # what goes wrong
        崩溃 崩潰 闪退 閃退 クラッシュ 落ちる = crash
        报错 報錯 错误 錯誤 エラー 异常 異常 例外 = error
        卡顿 卡住 卡死 无响应 フリーズ 固まる = freeze
        闪烁 閃爍 闪屏 ちらつき チラつき = flicker
        白屏 真っ白 = blank white
        黑屏 真っ黒 = black blank
        空白 = blank
        泄漏 泄露 内存泄漏 リーク = leak
        无效 無效 不生效 効かない 反映されない = not working
        失效 = stops working
        不显示 不顯示 显示不出 表示されない = not showing
        不回调 不触发 不觸發 呼ばれない = not called
        重复 重複 两次 兩次 第二次 再次 二回目 二度 = twice again
        错位 ずれる ズレ = wrong position offset
        遮挡 遮擋 遮住 挡住 隠れる = covers hidden
        跳动 跳到 乱跳 跳 飛ぶ = jumps
        慢 遅い 重い = slow
        太少 很少 少ない 短い = short few
        # what people work with
        键盘 鍵盤 キーボード = keyboard
        输入法 輸入法 入力 = input ime
        中文 中国語 汉字 漢字 拼音 = chinese
        日文 日语 日語 日本語 かな 仮名 = japanese
        韩文 韩语 韓国語 = korean
        光标 光標 游标 游標 カーソル = cursor
        输入框 輸入框 文本框 テキストフィールド = text field
        文本 文字 テキスト = text
        内容 內容 コンテンツ = content
        富文本 = attributed text
        按钮 按鈕 ボタン = button
        图片 圖片 图像 圖像 画像 = image
        动图 動圖 = gif animated
        视频 視頻 影片 動画 = video
        播放 再生 = play
        声音 聲音 音声 = sound audio
        静音 靜音 消音 マナーモード = silent mute
        相机 相機 摄像头 カメラ = camera
        相册 相簿 照片 写真 = photo library
        扫码 扫描 掃描 二维码 二維碼 スキャン = scan qr
        地图 地圖 地図 = map
        定位 位置 = location
        网页 網頁 ウェブ 页面 頁面 界面 画面 = web page view
        浏览器 瀏覽器 ブラウザ = browser
        注入 = inject
        加载 載入 加載 読み込み 読み込む = load
        刷新 リロード 再読み込み = refresh reload
        下拉刷新 = pull to refresh
        更新 = update
        滚动 滾動 滑动 滑動 スクロール = scroll
        列表 リスト = list
        表格 テーブル = table
        缩放 縮放 放大 ズーム 拡大 = zoom
        手势 手勢 ジェスチャー = gesture
        点击 點擊 タップ = tap
        长按 長按 長押し = long press
        拖动 拖拽 拖動 ドラッグ = drag
        弹窗 彈窗 弹出 彈出 ポップアップ = popup popover
        分享 共有 = share
        邮件 郵件 メール = mail
        日历 日曆 カレンダー = calendar
        通讯录 通訊錄 联系人 聯絡人 連絡先 = contacts
        文件 檔案 ファイル = file document
        权限 權限 許可 = permission
        通知 = notification
        后台 後台 背景 バックグラウンド = background
        前台 フォアグラウンド = foreground
        横屏 橫屏 旋转 旋轉 回転 = rotation landscape
        高度 = height
        宽度 寬度 = width
        尺寸 大小 サイズ = size
        全屏 全螢幕 全画面 = fullscreen
        动画 動畫 アニメーション = animation
        导航栏 導航欄 ナビゲーションバー = navigation bar
        导航 導航 ナビゲーション = navigation
        搜索 搜尋 検索 = search
        选择器 選擇器 ピッカー = picker
        分段 = segmented
        代理 デリゲート = delegate
        回调 回調 コールバック = callback
        主线程 主線程 メインスレッド = main thread
        线程 線程 スレッド = thread
        内存 記憶體 メモリ = memory
        字体 字體 フォント = font
        颜色 顏色 = color
        深色模式 暗黑模式 ダークモード = dark mode
        内购 內購 应用内购买 課金 = purchase
        商店 ストア = store
        评分 評分 レビュー = rating review
        登录 登入 ログイン = sign in login
        # how a representable is built
        协调器 協調器 协调者 コーディネーター コーディネータ = coordinator
        父级 父級 父视图 父視圖 父组件 親ビュー = parent
        子视图 子視圖 子ビュー = subview child
        控制器 コントローラー コントローラ = controller
        包装 包裝 封装 封裝 ラップ ラッパー = wrapper
        桥接 橋接 ブリッジ = bridge
        状态 狀態 ステート = state
        绑定 綁定 バインディング = binding
        生命周期 ライフサイクル = lifecycle
        释放 釋放 解放 = deinit release
        第一响应者 第一響應者 ファーストレスポンダ = first responder
        焦点 焦點 フォーカス = focus
        约束 約束 制約 = constraint
        布局 レイアウト = layout
        过时 過時 旧值 舊值 古い = stale old
        """

    /// One spelling of a term and the English words it stands for.
    private typealias Entry = (spelling: [Unicode.Scalar], words: [String])

    /// The English words for the Chinese and Japanese terms in `term`, in order, each once:
    /// empty when `term` has none.
    static func englishWords(in term: String) -> [String] {
        guard term.utf8.contains(where: { $0 >= 0x80 }) else { return [] }
        let scalars = Array(term.unicodeScalars)
        guard scalars.contains(where: { table.firstScalars.contains($0) }) else { return [] }
        var words: [String] = []
        var i = 0
        while i < scalars.count {
            let match = (table.byFirstScalar[scalars[i]] ?? []).first { entry in
                i + entry.spelling.count <= scalars.count && Array(scalars[i..<(i + entry.spelling.count)]) == entry.spelling
            }
            guard let match else { i += 1; continue }
            for word in match.words where !words.contains(word) { words.append(word) }
            i += match.spelling.count
        }
        return words
    }

    /// The spellings by their first scalar, longest first: read from `text` on the first query
    /// that holds Chinese or Japanese.
    private static let table: (byFirstScalar: [Unicode.Scalar: [Entry]], firstScalars: Set<Unicode.Scalar>) = {
        var byFirst: [Unicode.Scalar: [Entry]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let halves = line.split(separator: "=", maxSplits: 1)
            guard halves.count == 2 else { continue }
            let words = halves[1].split(separator: " ").map(String.init)
            for spelling in halves[0].split(separator: " ") {
                let scalars = Array(spelling.unicodeScalars)
                if let first = scalars.first { byFirst[first, default: []].append((scalars, words)) }
            }
        }
        for key in byFirst.keys { byFirst[key]!.sort { $0.spelling.count > $1.spelling.count } }
        return (byFirst, Set(byFirst.keys))
    }()
}
